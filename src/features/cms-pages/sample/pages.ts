import { z } from 'zod';

import { sampleFile } from '@/platform/content/sampleFiles';

import { homePageSchema, seedPageSchema } from './types';

/** The home page (home.yaml). */
export const homePage = sampleFile('cms-pages', 'home.yaml', homePageSchema);

/** The files of sample pages, in the order they are seeded (a parent before its children). */
const PAGE_FILES = ['pages-about', 'pages-about-more', 'pages-publicity', 'pages-about-jab', 'pages-services', 'pages-general', 'pages-accessibility', 'pages-inquiry'];
const pageFiles = PAGE_FILES.map((name) => sampleFile('cms-pages', `${name}.yaml`, z.array(seedPageSchema)));

/** Every sample page but the home page, in the order they are seeded. */
export const samplePages = () => pageFiles.flatMap((read) => read());
