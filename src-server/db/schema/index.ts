// One schema for both databases. Each area adds its file here.
export * from './core';
export * from './catalog';
export * from './classes';
export * from './courses';
export * from './redeem';
export * from './teachers';
export * from './app-version';
export * from './shell';
export * from './digital';
export * from './aicourse';
export * from './activity';
export * from './task';
export * from './reader';
export * from './live';
export * from './calendar';
