import { USER_EMAILS_FILENAME } from "@leadcoach/api/schemas";
import { saveFromApi } from "../../lib/download";
import { showToast } from "../../lib/toast";

/** The super admin's e-mail file, through the same REST path anyone scripting it would use. */
export const DOWNLOAD_EMAILS_URL = "/api/admin/download-emails";

/** 'Download Emails': fetches the CSV with the session cookie and saves it as user_emails.csv. */
export async function downloadUserEmails(): Promise<void> {
  try {
    await saveFromApi(DOWNLOAD_EMAILS_URL, USER_EMAILS_FILENAME);
    showToast({ title: "Success", message: "User emails downloaded successfully" });
  } catch (error) {
    console.error("E-mail download failed", error);
    showToast({ title: "Error", message: "Failed to download emails", variant: "destructive" });
  }
}
