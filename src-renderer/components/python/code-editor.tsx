import { python } from '@codemirror/lang-python';
import CodeMirror from '@uiw/react-codemirror';

const extensions = [python()];

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the editor. */
  label: string;
  minHeight?: string;
  maxHeight?: string;
  /** Ctrl/Cmd+Enter or Shift+Enter. */
  onRun?: () => void;
}

/**
 * A Python code editor (CodeMirror 6: highlighting, auto-indent, brackets, line numbers). Heavy: load it with
 * `lazy-code-editor.tsx` so only the Python screens carry it.
 */
export default function CodeEditor({ value, onChange, label, minHeight = '120px', maxHeight, onRun }: CodeEditorProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight={minHeight}
      maxHeight={maxHeight}
      aria-label={label}
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: true, autocompletion: true }}
      indentWithTab
      onKeyDown={(e) => {
        if (onRun && e.key === 'Enter' && (e.ctrlKey || e.metaKey || e.shiftKey)) {
          e.preventDefault();
          onRun();
        }
      }}
      style={{ fontSize: 14 }}
    />
  );
}
