'use client';

import { useMemo } from 'react';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { HeadingButtons } from './HeadingButtons';

/**
 * An HTML body written with a rich-text editor. Its commands are those the site keeps: headings,
 * lists, links, emphasis (the API's sanitizer drops the rest on save, so offering it would mislead).
 */
export function BodyInput({ source, label }: { source: string; label: string }) {
  // The editable area is a div, which a <label> cannot name: screen readers get its name and role here.
  // Memoized: the editor is rebuilt whenever its options change.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      fullWidth
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingButtons />
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
