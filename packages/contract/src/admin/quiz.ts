// Admin: the wellness quiz's questions (docs/product.md §4 Quiz): texts and recommendation in both languages, who is
// asked (genders, age bands), an image, the products a yes recommends, order and active.
import { z } from 'zod';
import { fileField } from '../fields';
import { defineCall, noFields } from '../call';
import { QUIZ_AGE_BANDS, QUIZ_GENDERS } from '../constants';
import { flag, idField, text } from '../fields';
import { idListField, optInt } from './common';
import { reason } from '../reasons';

export const adminQuizProduct = z.object({ id: z.number(), name_en: z.string(), name_ar: z.string(), main_image: z.string() });

export const adminQuizQuestion = z.object({
  id: z.number(),
  question_en: z.string(),
  question_ar: z.string(),
  /** '' when the question has no image (the shop shows its placeholder). */
  image: z.string(),
  /** 1 male, 2 female. */
  genders: z.array(z.number()),
  /** 1-based indexes of QUIZ_AGE_BANDS. */
  age_bands: z.array(z.number()),
  recommendation_en: z.string(),
  recommendation_ar: z.string(),
  sort: z.number(),
  active: z.boolean(),
  products: z.array(adminQuizProduct),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestion>;

/** Every question, inactive ones included, in quiz order. */
export const adminQuizListCall = defineCall({
  path: '/admin/quiz/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminQuizQuestion),
});

/** A comma-separated choice among 1..max, each once ('1,2'). */
const choices = (max: number) =>
  idListField(1, max).refine((v) => v.every((n) => n <= max) && new Set(v).size === v.length, reason('eachChoiceOnce'));

/** Without question_id it adds a question at the end (or at `sort`). product_ids replaces the recommended products. */
export const adminQuizSaveCall = defineCall({
  path: '/admin/quiz/save.php',
  access: 'admin',
  request: z.object({
    question_id: optInt(1),
    question_en: text(500),
    question_ar: text(500),
    genders: choices(QUIZ_GENDERS),
    age_bands: choices(QUIZ_AGE_BANDS.length),
    recommendation_en: text(2000),
    recommendation_ar: text(2000),
    product_ids: idListField(0, 50),
    active: flag().default(1),
    sort: optInt(0, 10_000),
  }),
  data: adminQuizQuestion,
});

/** Multipart: question_id and image (an image file, re-encoded to WebP); replaces the question's image. */
export const adminQuizImageCall = defineCall({
  path: '/admin/quiz/image.php',
  access: 'admin',
  request: z.object({ question_id: idField(), image: fileField() }),
  data: adminQuizQuestion,
});

/** question_ids: every question id, each once, in the new quiz order. */
export const adminQuizReorderCall = defineCall({
  path: '/admin/quiz/reorder.php',
  access: 'admin',
  request: z.object({ question_ids: idListField() }),
  data: z.array(adminQuizQuestion),
});

export const adminQuizDeleteCall = defineCall({
  path: '/admin/quiz/delete.php',
  access: 'admin',
  request: z.object({ question_id: idField() }),
  data: z.object({ question_id: z.number() }),
});
