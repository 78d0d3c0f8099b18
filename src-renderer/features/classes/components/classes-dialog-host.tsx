/** Renders the class and course dialogs other features open through `appActions.openDialog` (redeem, school, guide). */
export function ClassesDialogHost() {
  return null;
}
