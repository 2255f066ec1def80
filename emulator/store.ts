import type { Fields } from './values';

export interface StoredDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** RFC 3339 with microseconds, as Firestore writes times; strictly increasing within the process. */
let last = 0;
export function now(): string {
  const micros = Math.max(Date.now() * 1000, last + 1);
  last = micros;
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
}

export const documentsRoot = (projectId: string) =>
  `projects/${projectId}/databases/(default)/documents`;

/** Every project's documents by full name, and its billable reads since start or wipe. */
export class Store {
  private projects = new Map<string, { docs: Map<string, StoredDocument>; reads: number }>();

  private project(projectId: string) {
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

  /** The documents directly inside a collection (`parent` is the collection's full path). */
  list(projectId: string, collectionPath: string): StoredDocument[] {
    const prefix = `${collectionPath}/`;
    return [...this.project(projectId).docs.values()].filter(
      (doc) => doc.name.startsWith(prefix) && !doc.name.slice(prefix.length).includes('/'),
    );
  }

  set(projectId: string, name: string, fields: Fields, time: string): void {
    const docs = this.project(projectId).docs;
    const existing = docs.get(name);
    docs.set(name, { name, fields, createTime: existing?.createTime ?? time, updateTime: time });
  }

  delete(projectId: string, name: string): void {
    this.project(projectId).docs.delete(name);
  }

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
