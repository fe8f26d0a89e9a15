import { useState } from "react";
import { StackSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { ManagerShareSection } from "../manager-shares/manager-share-section";
import { EnrolmentView } from "./enrolment-view";
import { OpenPrograms } from "./open-programs";
import { todayIn } from "./program-dates";
import { useProgramTimeZone } from "./use-program-time-zone";

/** /program, 'My program': each program the person is in, or the programs they may join. */
export function MyProgramScreen() {
  const timeZone = useProgramTimeZone();
  const [today] = useState(() => todayIn(timeZone));
  const mine = trpc.programs.mine.useQuery();
  return (
    <Page
      title="My program"
      description="Your leadership program week by week: what is due now, what is done and what comes next."
    >
      <QueryState
        query={mine}
        loading={
          <StackSkeleton
            label="Loading your program"
            gap="md"
            lines={[[28, "50%"], [16, "70%"], [8], [220], [160]]}
          />
        }
        errorTitle="Your program could not be loaded"
        isEmpty={(loaded) => loaded.enrolments.length === 0}
        empty={<OpenPrograms />}
      >
        {(loaded) =>
          loaded.enrolments.map((enrolment) => (
            <EnrolmentView
              key={enrolment.enrolmentId}
              enrolment={enrolment}
              today={today}
              timeZone={timeZone}
              visibilityNote={loaded.visibilityNote}
            />
          ))
        }
      </QueryState>
      <ManagerShareSection />
    </Page>
  );
}
