import { python } from '@codemirror/lang-python';
import CodeMirror, { keymap, Prec } from '@uiw/react-codemirror';
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
 * A Python code editor (CodeMirror 6: highlighting, auto-indent, brackets, line numbers). Heavy: load it with
 * `lazy-code-editor.tsx` so only the Python screens carry it.
 */
export default function CodeEditor({ value, onChange, label, minHeight = '120px', maxHeight, onRun }: CodeEditorProps) {
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const extensions = useMemo(() => {
    const run = () => {
      if (!runRef.current) return false;
      runRef.current();
      return true;
    };
    return [
      python(),
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
