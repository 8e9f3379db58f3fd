export * from './common';
export * from './phone';
export * from './parcel';
export * from './warehouse';
export * from './auth';
export * from './initial-state';
export * from './text';
export * from './parcel-csv';
