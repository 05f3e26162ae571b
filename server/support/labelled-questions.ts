/**
 * The labelled questions the assistant's second reading compares a question with
 * (core/domain/support-neighbours.ts): every evaluation set in server/support/labelled/ that has been
 * tuned on or scored, about 4,000 questions in English and German. Never the set kept for the next
 * measurement on unseen questions (`UNSEEN_SET`): a question the neighbours have seen is no
 * unseen question. Bundled into the service by esbuild. When the unseen set has been scored, it
 * joins them, and the next one is written before anything is changed.
 */
import type { LabelledQuestion } from '@core/domain/support-neighbours'
import questions from './labelled/questions.json'
import dev from './labelled/dev.json'
import heldout from './labelled/heldout.json'
import blind from './labelled/blind.json'
import blind2 from './labelled/blind2.json'
import blind3 from './labelled/blind3.json'
import blind4 from './labelled/blind4.json'
import blind5 from './labelled/blind5.json'
import blind6 from './labelled/blind6.json'
import blind7 from './labelled/blind7.json'
import blind8 from './labelled/blind8.json'
import blind9 from './labelled/blind9.json'
import blind10 from './labelled/blind10.json'
import blind11 from './labelled/blind11.json'
import blind12 from './labelled/blind12.json'
import blind13 from './labelled/blind13.json'
import blind14 from './labelled/blind14.json'
import blind15 from './labelled/blind15.json'
import blind16 from './labelled/blind16.json'
import blind17 from './labelled/blind17.json'
import blind18 from './labelled/blind18.json'
import blind19 from './labelled/blind19.json'
import blind20 from './labelled/blind20.json'
import blind21 from './labelled/blind21.json'
import blind22 from './labelled/blind22.json'
import blind23 from './labelled/blind23.json'
import blind24 from './labelled/blind24.json'
import blind25 from './labelled/blind25.json'
import blind26 from './labelled/blind26.json'
import blind27 from './labelled/blind27.json'
import blind28 from './labelled/blind28.json'
import blind29 from './labelled/blind29.json'
import blind30 from './labelled/blind30.json'
import blind31 from './labelled/blind31.json'
import blind32 from './labelled/blind32.json'
import blind33 from './labelled/blind33.json'
import blind34 from './labelled/blind34.json'
import blind35 from './labelled/blind35.json'
import blind36 from './labelled/blind36.json'
import blind37 from './labelled/blind37.json'
import blind38 from './labelled/blind38.json'
import blind39 from './labelled/blind39.json'
import blind40 from './labelled/blind40.json'
import blind41 from './labelled/blind41.json'
import blind42 from './labelled/blind42.json'
import blind43 from './labelled/blind43.json'
import blind44 from './labelled/blind44.json'

/** The set kept from the neighbours, for the next measurement on unseen questions. */
export const UNSEEN_SET = 'blind45'

export const LABELLED_SETS = { questions, dev, heldout, blind, blind2, blind3, blind4, blind5, blind6, blind7, blind8, blind9, blind10, blind11, blind12, blind13, blind14, blind15, blind16, blind17, blind18, blind19, blind20, blind21, blind22, blind23, blind24, blind25, blind26, blind27, blind28, blind29, blind30, blind31, blind32, blind33, blind34, blind35, blind36, blind37, blind38, blind39, blind40, blind41, blind42, blind43, blind44 }

export const labelledQuestions = (): LabelledQuestion[] => Object.values(LABELLED_SETS).flatMap((set) => set.questions)
