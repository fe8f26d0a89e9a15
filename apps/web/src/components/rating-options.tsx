import { Group, Radio } from "@mantine/core";

interface RatingOptionsProps {
  /** The scale, lowest first: a number and its words. */
  options: readonly { value: number; label: string }[];
  /** Each radio's id, where something else on the page points at one. */
  radioId?: (value: number) => string;
}

/** A rating scale's radios in a row, each read "4 · Often"; they go inside a `Radio.Group`. */
export function RatingOptions({ options, radioId }: RatingOptionsProps) {
  return (
    <Group gap="md" mt="xs">
      {options.map((option) => (
        <Radio
          key={option.value}
          id={radioId?.(option.value)}
          value={String(option.value)}
          label={`${option.value} · ${option.label}`}
        />
      ))}
    </Group>
  );
}
