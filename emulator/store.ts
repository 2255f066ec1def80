/** The documents of every project, in memory, and each project's billable reads. */
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

export class Store {
  private projects = new Map<string, Project>();

  private project(projectId: string): Project {
    let project = this.projects.get(projectId);
    if (!project) {
      project = { docs: new Map(), reads: 0 };
      this.projects.set(projectId, project);
    }
    return project;
  }

  get(projectId: string, name: string): StoredDocument | undefined {
    return this.project(projectId).docs.get(name);
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
    return [...this.project(projectId).docs.values()].filter((doc) => {
      if (!doc.name.startsWith(prefix)) return false;
      const segments = doc.name.slice(prefix.length).split('/');
      if (!allDescendants && segments.length !== 2) return false;
      return segments[segments.length - 2] === collectionId;
    });
  }

  set(projectId: string, name: string, fields: Fields, time: string): void {
    const docs = this.project(projectId).docs;
    const createTime = docs.get(name)?.createTime ?? time;
    docs.set(name, { name, fields, createTime, updateTime: time });
  }

  delete(projectId: string, name: string): void {
    this.project(projectId).docs.delete(name);
  }

  /** Forgets the project's documents and read counter. */
  wipe(projectId: string): void {
    this.projects.delete(projectId);
  }

  bill(projectId: string, reads: number): void {
    this.project(projectId).reads += reads;
  }

  reads(projectId: string): number {
    return this.project(projectId).reads;
  }
}
