/** The documents of every project, in memory, and each project's billable reads. */
import { ApiError } from './errors';
import type { Fields } from './normalize';

export interface StoredDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

let last = 0;
/**
 * RFC 3339 with microseconds, as Firestore writes times. Strictly increasing within the process,
 * so two writes in the same millisecond still get distinct, ordered update times.
 */
export function now(): string {
  const micros = Math.max(Date.now() * 1000, last + 1);
  last = micros;
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
}

interface Project {
  docs: Map<string, StoredDocument>;
  reads: number;
}

/** Enough for every test file and script at once; a bound keeps stray names from growing memory. */
export const MAX_PROJECTS = 32;

const NO_DOCS: ReadonlyMap<string, StoredDocument> = new Map();

/**
 * Projects come into being on their first write only: a read of an unknown project answers from
 * an empty database, bills nothing and keeps nothing.
 */
export class Store {
  private projects = new Map<string, Project>();

  constructor(private readonly maxProjects = MAX_PROJECTS) {}

  private docs(projectId: string): ReadonlyMap<string, StoredDocument> {
    return this.projects.get(projectId)?.docs ?? NO_DOCS;
  }

  private writable(projectId: string): Project {
    let project = this.projects.get(projectId);
    if (!project) {
      if (this.projects.size >= this.maxProjects) {
        throw new ApiError(
          429,
          'RESOURCE_EXHAUSTED',
          `This emulator holds at most ${this.maxProjects} projects and cannot add "${projectId}"; ` +
            'restart it to start afresh.',
        );
      }
      project = { docs: new Map(), reads: 0 };
      this.projects.set(projectId, project);
    }
    return project;
  }

  get(projectId: string, name: string): StoredDocument | undefined {
    return this.docs(projectId).get(name);
  }

  /**
   * The documents of collection `collectionId` directly under `parent` (a document name or the
   * documents root) or, with `allDescendants`, at any depth below it.
   */
  list(
    projectId: string,
    parent: string,
    collectionId: string,
    allDescendants: boolean,
  ): StoredDocument[] {
    const prefix = `${parent}/`;
    return [...this.docs(projectId).values()].filter((doc) => {
      if (!doc.name.startsWith(prefix)) return false;
      const segments = doc.name.slice(prefix.length).split('/');
      if (!allDescendants && segments.length !== 2) return false;
      return segments[segments.length - 2] === collectionId;
    });
  }

  set(projectId: string, name: string, fields: Fields, time: string): void {
    const docs = this.writable(projectId).docs;
    const createTime = docs.get(name)?.createTime ?? time;
    docs.set(name, { name, fields, createTime, updateTime: time });
  }

  delete(projectId: string, name: string): void {
    this.projects.get(projectId)?.docs.delete(name);
  }

  /** Empties the project's documents and read counter; the project keeps its place. */
  wipe(projectId: string): void {
    const project = this.projects.get(projectId);
    if (project) Object.assign(project, { docs: new Map(), reads: 0 });
  }

  bill(projectId: string, reads: number): void {
    const project = this.projects.get(projectId);
    if (project) project.reads += reads;
  }

  reads(projectId: string): number {
    return this.projects.get(projectId)?.reads ?? 0;
  }
}
