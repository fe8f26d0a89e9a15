import { List, Stack, Text } from "@mantine/core";
import { parseContentBlocks } from "./content-blocks";

/** Lesson text as paragraphs and bullet lists. */
export function ContentText({ text }: { text: string }) {
  const blocks = parseContentBlocks(text);
  return (
    <Stack gap="sm">
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <Text key={index} style={{ lineHeight: 1.65 }}>
            {block.text}
          </Text>
        ) : (
          <List key={index} spacing={6} withPadding style={{ lineHeight: 1.6 }}>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
