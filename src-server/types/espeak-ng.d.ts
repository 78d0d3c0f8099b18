// The `espeak-ng` npm package ships no types: its default export runs the espeak-ng command line once (Emscripten).
declare module 'espeak-ng' {
  interface ESpeakRun {
    FS: { readFile(path: string): Uint8Array };
  }
  const run: (options: { arguments: string[] }) => Promise<ESpeakRun>;
  export default run;
}
