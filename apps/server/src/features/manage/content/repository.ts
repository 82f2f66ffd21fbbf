// TODO(owner): manage/services/service.ts imports these from data/files, then this file goes.
export { deleteFileRows, insertFileRows } from '../../../data/files';
