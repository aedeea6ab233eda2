'use client';

import { Button, ButtonGroup } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';

const LEVELS = [2, 3] as const;

/**
 * Section headings as buttons named by what they show: the page's title is the only h1, and the
 * library's level menu is named apart from its visible text (WCAG 2.5.3) and nests its list item
 * outside a list. A second press turns the heading back into a paragraph.
 */
export function HeadingButtons() {
  const editor = useTiptapEditor();
  return (
    <ButtonGroup size="small" variant="outlined" aria-label="Titres" disabled={!editor?.isEditable}>
      {LEVELS.map((level) => (
        <Button key={level} onClick={() => editor?.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}>
          {`Titre ${level}`}
        </Button>
      ))}
    </ButtonGroup>
  );
}
