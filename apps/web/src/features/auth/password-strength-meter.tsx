import type { PasswordOwner } from "@leadcoach/api/schemas";
import { Stack, Text } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import type { estimatePasswordStrength } from "./password-strength";

type Estimate = typeof estimatePasswordStrength;

const NO_OWNER: PasswordOwner = { email: "", name: "" };

/**
 * A labelled meter of the typed password's strength, with the strength and the hint in words. Its code
 * (zxcvbn and its dictionaries) loads with the first character typed, never with the first screen. The
 * server decides: the hint only says early what it would refuse.
 */
export function PasswordStrengthMeter({
  password,
  owner = NO_OWNER,
}: {
  password: string;
  owner?: PasswordOwner;
}) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const id = useId();
  const typed = password !== "";

  useEffect(() => {
    if (!typed || estimate) return;
    let live = true;
    void import("./password-strength").then(
      (module) => live && setEstimate(() => module.estimatePasswordStrength),
      // Without the estimator the form works as before: the server still checks the password.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [typed, estimate]);

  if (!typed || !estimate) return null;
  const strength = estimate(password, owner);
  return (
    <Stack gap={2} data-testid="password-strength">
      <meter
        id={id}
        aria-label="Strength of the password"
        aria-valuetext={strength.label}
        aria-describedby={`${id}-text`}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={strength.score}
        style={{ width: "100%", height: 8 }}
      />
      <Text id={`${id}-text`} size="xs" aria-live="polite">
        Strength: {strength.label}
        {strength.hint ? `. ${strength.hint}` : ""}
      </Text>
    </Stack>
  );
}
