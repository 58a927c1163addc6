import { TEST_ADMIN_EMAIL, type TestServer } from './test-server';

/** A client signed in as the allow-listed test admin (signing up and verifying the address the first time). */
export async function adminClient(server: TestServer) {
  const admin = server.client();
  const res = await admin.signIn(TEST_ADMIN_EMAIL);
  if (res.status !== 200) await admin.signUpVerified(TEST_ADMIN_EMAIL);
  return admin;
}
