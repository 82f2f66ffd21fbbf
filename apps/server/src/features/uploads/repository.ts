// TODO(owner): app.ts imports findStoredFile from data/files, then this file goes.
export { findStoredFile } from '../../data/files';
