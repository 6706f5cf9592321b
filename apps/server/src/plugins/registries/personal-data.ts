/**
 * What each module holds about a person, gathered by modules/privacy without naming the modules
 * (DPDP Act 2023: the copy of a person's data and its erasure), as `app.personalData`. Each module
 * registers its part as its routes register at start, as it registers the files it refers to with
 * `storage.referencedBy`; the app refuses to start while a part has no module (app.ts).
 *
 * The parts are named here, in the order they run, so the copy's layout and the erasure's order
 * stay the same whatever order the modules register in.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';

/** The sections of `data.json` after the person's profile and addresses, in the order the file lists them. */
export const exportSections = [
  'assetRequests',
  'assetWaitlists',
  'assistanceRequests',
  'chatMessages',
  'donations',
  'meetings',
  'notifications',
  'notificationPreferences',
  'familyContacts',
  'pushDevices',
  'dutySettings',
  'consents',
  'guardian',
  'grievances',
  'nominee',
] as const;
export type ExportSectionName = (typeof exportSections)[number];

/**
 * What the modules do while an account is erased, in this order, in the erasure's transaction and
 * before the account's row goes: each reads or keeps what the row's cascade would take with it.
 * The chat first reads the files of the messages the cascade removes and removes the notices that
 * quote them; the donations keep what the receipts need; the lending passes a unit held for the
 * person to the next in line.
 */
export const erasureSteps = ['chats', 'donations', 'assets'] as const;
export type ErasureStepName = (typeof erasureSteps)[number];

/** Puts one of the person's stored files into the copy, answering its path there (null: not theirs, or missing). */
export type FileOf = (key: string | null) => Promise<string | null>;

/**
 * A module's section of the copy: its rows about the person (the sections are read side by side),
 * then, for a section that names stored files, the rows as the copy shows them, each file put in
 * through `fileOf` (one section after another, in the file's order, so the zip's files keep theirs).
 */
export interface ExportSection<Rows> {
  read(db: Db, userId: string): Promise<Rows>;
  withFiles?(rows: Rows, fileOf: FileOf): Promise<unknown>;
}

/** A section read, waiting for its files. */
export type ReadSection = (fileOf: FileOf) => Promise<unknown>;

/** A module's step of an erasure, in its transaction; answers the stored files to remove once it commits. */
export type ErasureStep = (tx: Db, person: { id: string; name: string }) => Promise<readonly string[]>;

export interface PersonalData {
  /** Registers a module's section of the copy; each section is one module's. */
  section<Rows>(name: ExportSectionName, section: ExportSection<Rows>): void;
  /** Registers a module's step of the erasure; each step is one module's. */
  erasure(name: ErasureStepName, step: ErasureStep): void;
  /** The parts no module registered. */
  missing(): string[];
  /** Reads every section of a person, side by side; answers them in the file's order. */
  read(db: Db, userId: string): Promise<[ExportSectionName, ReadSection][]>;
  /** The erasure's steps, in their order. */
  steps(): ErasureStep[];
}

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalData;
  }
}

export function personalDataRegistry(): PersonalData {
  const sections = new Map<ExportSectionName, (db: Db, userId: string) => Promise<ReadSection>>();
  const steps = new Map<ErasureStepName, ErasureStep>();

  return {
    section(name, section) {
      if (sections.has(name)) throw new Error(`The section ${name} of the data copy is registered twice`);
      sections.set(name, async (db, userId) => {
        const rows = await section.read(db, userId);
        return async (fileOf) => (section.withFiles ? section.withFiles(rows, fileOf) : rows);
      });
    },

    erasure(name, step) {
      if (steps.has(name)) throw new Error(`The erasure step ${name} is registered twice`);
      steps.set(name, step);
    },

    missing: () => [
      ...exportSections.filter((name) => !sections.has(name)).map((name) => `data copy: ${name}`),
      ...erasureSteps.filter((name) => !steps.has(name)).map((name) => `erasure: ${name}`),
    ],

    async read(db, userId) {
      const read = await Promise.all(exportSections.map((name) => sections.get(name)!(db, userId)));
      return exportSections.map((name, i) => [name, read[i]!]);
    },

    steps: () => erasureSteps.map((name) => steps.get(name)!),
  };
}

async function personalDataPlugin(app: FastifyInstance) {
  app.decorate('personalData', personalDataRegistry());
}

export default fp(personalDataPlugin, { name: 'personal-data' });
