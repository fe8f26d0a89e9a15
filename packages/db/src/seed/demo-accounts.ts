import type { Role } from "../domain";

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  username: string;
  name: string;
  jobTitle: string;
}

/** The demo accounts. The admin's demo-credentials view reads this list, never stored hashes. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: "super_admin",
    email: "superadmin@example.com",
    password: "demo-superadmin",
    username: "superadmin",
    name: "Sam Super",
    jobTitle: "Head of Engineering Enablement",
  },
  {
    role: "admin",
    email: "admin@example.com",
    password: "demo-admin",
    username: "admin",
    name: "Avery Admin",
    jobTitle: "Platform Administrator",
  },
  {
    role: "user",
    email: "user@example.com",
    password: "demo-user",
    username: "demo",
    name: "Dana Demo",
    jobTitle: "Senior Software Engineer",
  },
];
