import { z } from 'zod';
import { RESULT_STATUSES } from './enums';
import { MAX_RESULTS_PER_IMPORT, RESULTS_MODALITY_MAX } from './limits';
import { RACE_TIME_PATTERN } from './time';

const raceTime = z
  .string()
  .trim()
  .regex(RACE_TIME_PATTERN, 'Tempo inválido, use HH:MM:SS ou HH:MM:SS.mmm');

export const splitSchema = z.object({
  checkpoint: z.string().trim().min(1, 'Obrigatório').max(80),
  time: raceTime,
});

export const resultImportItemSchema = z
  .object({
    bib: z.string().trim().min(1, 'Obrigatório').max(20),
    status: z.enum(RESULT_STATUSES).default('finished'),
    net_time: raceTime.optional(),
    gun_time: raceTime.optional(),
    name: z.string().trim().max(200).optional(),
    category: z.string().trim().max(80).optional(),
    modality: z.string().trim().max(RESULTS_MODALITY_MAX).optional(),
    modality_id: z.number().int().positive().optional(),
    overall_position: z.number().int().min(1).optional(),
    category_position: z.number().int().min(1).optional(),
    splits: z.array(splitSchema).max(50).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.status === 'finished' && !item.net_time)
      ctx.addIssue({
        code: 'custom',
        path: ['net_time'],
        message: 'Obrigatório para quem terminou a prova',
      });
  });
export type ResultImportItem = z.infer<typeof resultImportItemSchema>;
export type ResultImportItemInput = z.input<typeof resultImportItemSchema>;

export const resultImportRequestSchema = z.object({
  results: z
    .array(z.unknown(), 'Envie uma lista de resultados')
    .min(1, 'Envie pelo menos um resultado')
    .max(MAX_RESULTS_PER_IMPORT, `No máximo ${MAX_RESULTS_PER_IMPORT} resultados por requisição`),
  modality_id: z.number().int().positive().nullish(),
  modality: z
    .string()
    .trim()
    .max(RESULTS_MODALITY_MAX, `Máximo de ${RESULTS_MODALITY_MAX} caracteres`)
    .nullish(),
});
