import { parseArgs } from 'node:util';
import { hashPassword } from '../core/sessions/passwords';
import { User } from '../modules/users/user.entity';
import { withDatabase } from './standalone';

const USAGE = 'Usage: npm run admin:create -- --email <e-mail> --password <password> [--pseudo <pseudo>] [--prenom <first>] [--nom <last>]';

/** Creates a global administrator, or promotes the existing account with that e-mail (setting the password given). */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      pseudo: { type: 'string' },
      prenom: { type: 'string' },
      nom: { type: 'string' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !values.password || values.password.length < 8) {
    console.error(USAGE + '\n(the password needs at least 8 characters)');
    process.exit(2);
  }
  await withDatabase(async (orm) => {
    const em = orm.em.fork();
    let user = await em.findOne(User, { email });
    const password = await hashPassword(values.password!);
    if (user) {
      user.isGlobalAdmin = true;
      user.isEmailVerified = true;
      user.password = password;
      console.log(`${email} is now a global administrator.`);
    } else {
      const pseudo = values.pseudo ?? email.split('@')[0].replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40).padEnd(3, '0');
      user = em.create(User, {
        email,
        emailHash: User.hashEmail(email),
        pseudo,
        prenom: values.prenom ?? 'Admin',
        nom: values.nom ?? 'Admin',
        password,
        isGlobalAdmin: true,
        isEmailVerified: true,
      });
      console.log(`Global administrator ${email} (pseudo ${pseudo}) created.`);
    }
    await em.flush();
  });
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
