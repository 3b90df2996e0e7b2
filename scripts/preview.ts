// the preview server moved to src/node/preview; scripts keep importing it from here
export { startPreview, type PreviewOptions, type PreviewServer } from '../src/node/preview/preview-server';
