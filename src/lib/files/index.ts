export { FILE_NAMES, isPdfName } from './fileNames';
export {
  downloadFile,
  progressOf,
  saveBlob,
  type DownloadOptions,
  type TransferProgress,
} from './download';
export {
  FileTooLargeError,
  multipartBody,
  storeFile,
  uploadFile,
  type UploadExtraValue,
  type UploadOptions,
} from './upload';
export { useDownload, type DownloadState } from './useDownload';
export { DownloadButton, type DownloadButtonProps } from './DownloadButton';
export { useDownloadAction } from './useDownloadAction';
export { importLineErrors, type ImportLineError } from './importLineErrors';
export { CsvImportDialog, type CsvImportDialogProps, type CsvImportTexts } from './CsvImportDialog';
