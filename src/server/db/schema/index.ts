export * from './organisation.ts';
export * from './users.ts';
export * from './permission.ts';
export * from './session.ts';
export * from './system.ts';
export * from './sync.ts';
export * from './po.ts';
export * from './files.ts';
