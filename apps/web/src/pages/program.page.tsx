import { MyProgramScreen } from "../features/my-program/my-program-screen";

export default function ProgramPage() {
  return <MyProgramScreen />;
}
