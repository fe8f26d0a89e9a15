import { useLocalStorage } from "@mantine/hooks";
import { DEFAULT_CONTENT_STYLE, isContentStyle, type ContentStyle } from "./step-content";

export const CONTENT_STYLE_STORAGE_KEY = "leadcoach-lesson-content-style";

/** The Simple/Technical choice, remembered in this browser (default Technical). */
export function useContentStyle(): [ContentStyle, (style: ContentStyle) => void] {
  const [style, setStyle] = useLocalStorage<ContentStyle>({
    key: CONTENT_STYLE_STORAGE_KEY,
    defaultValue: DEFAULT_CONTENT_STYLE,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (isContentStyle(value) ? value : DEFAULT_CONTENT_STYLE),
  });
  return [style, setStyle];
}
