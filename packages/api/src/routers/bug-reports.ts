import { z } from "zod";
import {
  ZAddBugCommentInput,
  ZBugReport,
  ZBugReportIdInput,
  ZBugReportList,
  ZBugReportStats,
  ZBugReportsCsvFile,
  ZBugScreenshotFile,
  ZBugReportsCsvInput,
  ZCreateBugReportInput,
  ZListBugReportsInput,
  ZResolveBugReportInput,
  ZUpdateBugReportInput,
} from "../schemas/bug-reports";
import {
  addBugComment,
  bugReportStats,
  createBugReport,
  exportBugReportsCsv,
  getBugReport,
  getBugScreenshotFile,
  listBugReports,
  listMyBugReports,
  resolveBugReport,
  updateBugReport,
} from "../services/bug-reports/bug-reports";
import { serve } from "../context";
import { adminProcedure, protectedProcedure, router } from "../trpc";

/**
 * Bug reports (docs/bug-reports.md). Reporters see their own reports, never an internal comment;
 * admins see all of them.
 */
export const bugReportsRouter = router({
  /** POST /api/bug-reports (an optional screenshot rides in the JSON as a data URL). */
  create: protectedProcedure.input(ZCreateBugReportInput).output(ZBugReport).mutation(serve(createBugReport)),

  /** GET /api/bug-reports/my-reports: the caller's newest reports with their public comments. */
  myReports: protectedProcedure.output(z.array(ZBugReport)).query(serve(listMyBugReports)),

  /** GET /api/bug-reports/{id}: the owner or an admin; internal comments for admins only. */
  byId: protectedProcedure.input(ZBugReportIdInput).output(ZBugReport).query(serve(getBugReport)),

  /**
   * GET /api/bug-reports/{id}/screenshot, which answers the image itself: for the reporter or an admin
   * (whose reading is in the reporter's access log), 404 for anyone else.
   */
  screenshot: protectedProcedure
    .input(ZBugReportIdInput)
    .output(ZBugScreenshotFile)
    .query(serve(getBugScreenshotFile)),

  /** POST /api/bug-reports/{id}/comments: answers the report as the caller now sees it. */
  addComment: protectedProcedure.input(ZAddBugCommentInput).output(ZBugReport).mutation(serve(addBugComment)),

  /** GET /api/bug-reports?status= (admin), paginated; REST answers the array, the total in a header. */
  list: adminProcedure.input(ZListBugReportsInput).output(ZBugReportList).query(serve(listBugReports)),

  /** GET /api/bug-reports/export?status=&severity= (admin): the filtered list as a CSV file. */
  exportCsv: adminProcedure
    .input(ZBugReportsCsvInput)
    .output(ZBugReportsCsvFile)
    .query(serve(exportBugReportsCsv)),

  /** GET /api/bug-reports/summary/stats (admin). */
  summary: adminProcedure.output(ZBugReportStats).query(serve(bugReportStats)),

  /** PUT /api/bug-reports/{id} (admin): status, priority, severity, category, assignee, resolution. */
  update: adminProcedure.input(ZUpdateBugReportInput).output(ZBugReport).mutation(serve(updateBugReport)),

  /** POST /api/bug-reports/{id}/resolve (admin). */
  resolve: adminProcedure.input(ZResolveBugReportInput).output(ZBugReport).mutation(serve(resolveBugReport)),
});
