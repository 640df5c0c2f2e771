export const TEST_PASSWORD = 'Demo#2026pass';
