/**
 * `@festival/ui/later`: the Mantine components a first page does without, shared as a module of
 * their own so that the first visit does not load them: those opening a floating layer (menus,
 * tooltips, pickers: they bring a positioning library), dialogs and drawers (shown on demand), and
 * those only forms and management pages use. Pages import them from here; the layout and the home page reach them through WithLater,
 * LaterTooltip, LaterSelect and LaterMultiSelect (`@festival/ui`), which load this module when the
 * user reaches for them. ESLint refuses these names from '@mantine/core'. Another component of
 * this kind (Popover, Combobox, Autocomplete...) joins the list when the product first uses it.
 */
export {
  Accordion,
  Autocomplete,
  Checkbox,
  Collapse,
  ColorSwatch,
  CopyButton,
  Divider,
  Drawer,
  Fieldset,
  FileButton,
  Menu,
  Modal,
  MultiSelect,
  NativeSelect,
  NavLink,
  NumberInput,
  PasswordInput,
  PinInput,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Switch,
  Table,
  Tabs,
  Textarea,
  Tooltip,
  Typography,
} from '@mantine/core';
