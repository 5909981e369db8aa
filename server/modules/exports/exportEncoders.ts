// The encoders live with every other export in server/http/exports; the readout routes import them from here.
export { exportEncoder } from '../../http/exports/exportEncoder.ts';
