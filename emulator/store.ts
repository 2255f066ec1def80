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
  /** The same documents by collection path (`.../vagas`), so a query reads only its own. */
  collections: Map<string, Map<string, StoredDocument>>;
  reads: number;
}

const emptyProject = (): Project => ({ docs: new Map(), collections: new Map(), reads: 0 });
const collectionOf = (name: string) => name.slice(0, name.lastIndexOf('/'));

/** Enough for every test file and script at once; a bound keeps stray names from growing memory. */
export const MAX_PROJECTS = 32;

/**
 * Projects come into being on their first write only: a read of an unknown project answers from
 * an empty database, bills nothing and keeps nothing.
 */
export class Store {
  private projects = new Map<string, Project>();

  constructor(private readonly maxProjects = MAX_PROJECTS) {}

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
      project = emptyProject();
      this.projects.set(projectId, project);
    }
    return project;
  }

  get(projectId: string, name: string): StoredDocument | undefined {
    return this.projects.get(projectId)?.docs.get(name);
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
    const project = this.projects.get(projectId);
    if (!project) return [];
    if (!allDescendants) {
      return [...(project.collections.get(`${parent}/${collectionId}`)?.values() ?? [])];
    }
    const prefix = `${parent}/`;
    return [...project.docs.values()].filter((doc) => {
      if (!doc.name.startsWith(prefix)) return false;
      const segments = doc.name.slice(prefix.length).split('/');
      return segments[segments.length - 2] === collectionId;
    });
  }

  set(projectId: string, name: string, fields: Fields, time: string): void {
    const { docs, collections } = this.writable(projectId);
    const doc = { name, fields, createTime: docs.get(name)?.createTime ?? time, updateTime: time };
    docs.set(name, doc);
    const path = collectionOf(name);
    const collection = collections.get(path) ?? new Map<string, StoredDocument>();
    collections.set(path, collection.set(name, doc));
  }

  delete(projectId: string, name: string): void {
    const project = this.projects.get(projectId);
    if (!project?.docs.delete(name)) return;
    const path = collectionOf(name);
    const collection = project.collections.get(path);
    collection?.delete(name);
    if (collection?.size === 0) project.collections.delete(path);
  }

  /** Empties the project's documents and read counter; the project keeps its place. */
  wipe(projectId: string): void {
    const project = this.projects.get(projectId);
    if (project) Object.assign(project, emptyProject());
  }

  bill(projectId: string, reads: number): void {
    const project = this.projects.get(projectId);
    if (project) project.reads += reads;
  }

  reads(projectId: string): number {
    return this.projects.get(projectId)?.reads ?? 0;
  }
}
