// Run as a child process by `drawSamplePicturesApart`: draws the sample pictures into the folders
// it is given, then exits, and the memory the drawing took goes back to the system with it.
import { drawGuideImages, drawSampleImages } from './images.js';

const [imagesDir, guideDir] = process.argv.slice(2);
if (!imagesDir || !guideDir) throw new Error('usage: draw-samples <images folder> <guide folder>');
await drawSampleImages(imagesDir);
await drawGuideImages(guideDir, imagesDir);
