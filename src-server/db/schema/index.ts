// One schema for both databases. Each area adds its file here.
export * from './core';
export * from './catalog';
export * from './shell';
