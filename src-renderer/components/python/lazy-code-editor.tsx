import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';

const Editor = lazy(() => import('./code-editor'));

/** The Python code editor, loaded on first use (CodeMirror stays out of every other screen). */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={props.minHeight ?? '120px'} />}>
      <Editor {...props} />
    </Suspense>
  );
}
