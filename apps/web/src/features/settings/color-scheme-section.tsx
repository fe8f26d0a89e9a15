import {
  Center,
  SegmentedControl,
  Stack,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from "@tabler/icons-react";
import { Section } from "../../components/section";

const schemes: { value: MantineColorScheme; label: string; icon: Icon }[] = [
  { value: "light", label: "Light", icon: IconSun },
  { value: "dark", label: "Dark", icon: IconMoon },
  { value: "auto", label: "System", icon: IconDeviceDesktop },
];

function isScheme(value: string): value is MantineColorScheme {
  return schemes.some((scheme) => scheme.value === value);
}

/** Light, dark or the system's scheme; Mantine's manager remembers it ("leadcoach-color-scheme"). */
export function ColorSchemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <Section id="appearance-heading" title="Appearance" gap="sm">
      <Stack gap={2}>
        <Text size="sm" fw={600} id="color-scheme-label">
          Colour scheme
        </Text>
        <Text size="sm" id="color-scheme-description">
          System follows your device setting.
        </Text>
      </Stack>
      <SegmentedControl
        aria-labelledby="color-scheme-label"
        aria-describedby="color-scheme-description"
        value={colorScheme}
        onChange={(value) => isScheme(value) && setColorScheme(value)}
        data={schemes.map(({ value, label, icon: SchemeIcon }) => ({
          value,
          label: (
            <Center style={{ gap: 8 }}>
              <SchemeIcon size={16} aria-hidden />
              <span>{label}</span>
            </Center>
          ),
        }))}
        maw={420}
      />
    </Section>
  );
}
