export { LinkButton, useLinkButtonStyles, type LinkButtonProps } from './LinkButton.tsx';
