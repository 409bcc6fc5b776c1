/**
 * The field builders every form is made of, written once in app/lib/fields/ (the catalogue
 * import uses them too): each states its control's constraints, its checks with their messages
 * and the value kept. The browser and the server run the same checks (docs/decisions/111).
 */
export { withScheme } from "~/lib/fields/checks";
export {
  checkboxField,
  choiceList,
  hiddenId,
  idListField,
  optionalChoice,
  optionField,
  requiredCheckbox,
  usStateField,
} from "~/lib/fields/choice-fields";
export type { Field } from "~/lib/fields/field";
export {
  emailField,
  INVALID_EMAIL,
  INVALID_PHONE,
  INVALID_URL,
  INVALID_ZIP_CODE,
  optionalEmailField,
  optionalLongText,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  phoneField,
  requiredText,
  textField,
  zipCodeField,
} from "~/lib/fields/text-fields";
