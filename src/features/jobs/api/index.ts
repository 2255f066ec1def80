// The pages' entry: query options only, so importing it never pulls in Firebase.
export * from './queries';
