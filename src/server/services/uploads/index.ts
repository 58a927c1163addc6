export { type CheckedUpload, checkUpload, tooLarge, type UploadAccepts, type UploadLimits } from './check';
export { detectImageType, IMAGE_FORMATS, type ImageType } from './detect';
export { readLimitedForm } from './read-form';
export { type ReceivedUpload, receiveImageUpload, uploadBodyLimit, uploadLimitsOf } from './receive';
