/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_IOS_APP_ID?: string;
  readonly VITE_IOS_BUNDLE_ID?: string;
  readonly VITE_APPLE_TEAM_ID?: string;
  readonly VITE_ANDROID_PACKAGE?: string;
  readonly VITE_ANDROID_CERT_SHA256?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
