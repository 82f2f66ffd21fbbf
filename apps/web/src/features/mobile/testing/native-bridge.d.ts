/** Capacitor's native bridge script (what the wrapper injects into the page), run by the tests. */
declare module '@capacitor/android/capacitor/src/main/assets/native-bridge.js';
