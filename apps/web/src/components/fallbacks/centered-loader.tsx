import { Center, Loader, VisuallyHidden } from "@mantine/core";

/** Shown in the page area while a page's code loads. */
export function CenteredLoader() {
  return (
    <Center mih="40vh" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>Loading page</VisuallyHidden>
    </Center>
  );
}
