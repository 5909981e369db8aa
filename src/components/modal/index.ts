export { CloseButton, type CloseButtonProps } from './CloseButton.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
