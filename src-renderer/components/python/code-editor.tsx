import { python } from '@codemirror/lang-python';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import CodeMirror, { EditorView, keymap, Prec } from '@uiw/react-codemirror';
import { useMemo, useRef } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the editor. */
  label: string;
  minHeight?: string;
  maxHeight?: string;
  /** Shift+Enter or Ctrl/Cmd+Enter (instead of inserting a line). */
  onRun?: () => void;
}

/**
 * The default highlighting's colours that read under 4.5:1 on white (f-strings and escapes #e40, invalid #f00),
 * darkened; the rest of the default style stays.
 */
const READABLE = Prec.high(
  syntaxHighlighting(
    HighlightStyle.define([
      { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#b33600' },
      { tag: tags.invalid, color: '#c50000' },
    ]),
  ),
);

/**
 * A Python code editor (CodeMirror 6: highlighting, auto-indent, brackets, line numbers). Heavy: load it with
 * `lazy-code-editor.tsx` so only the Python screens carry it.
 */
export default function CodeEditor({ value, onChange, label, minHeight = '120px', maxHeight, onRun }: CodeEditorProps) {
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const labelRef = useRef(label);
  const extensions = useMemo(() => {
    const run = () => {
      if (!runRef.current) return false;
      runRef.current();
      return true;
    };
    return [
      python(),
      READABLE,
      // The text box itself carries the name (the wrapper's aria-label does not reach the role="textbox" element).
      EditorView.contentAttributes.of({ 'aria-label': labelRef.current }),
      Prec.highest(
        keymap.of([
          { key: 'Shift-Enter', run },
          { key: 'Mod-Enter', run },
        ]),
      ),
    ];
  }, []);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight={minHeight}
      maxHeight={maxHeight}
      aria-label={label}
      basicSetup={{ foldGutter: false, autocompletion: true }}
      indentWithTab
      style={{ fontSize: 14 }}
    />
  );
}
