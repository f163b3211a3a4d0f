// Only the Mantine styles the shop uses, to stay inside the CSS budget.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
// Small sheets of components a few pages draw: here they cost less than in their chunks, whose
// every stylesheet the app's own code would have to name for preloading.
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/notifications/styles.css';
import './contrast.css';
// The header, footer and loader overlay: painted with a server-rendered page's first HTML.
import './shell.css';
// The cookie banner: a server-rendered page carries it in its first HTML when it has to ask.
import './cookie-banner.css';
// Home's slider: a server-rendered Home carries it in its first HTML.
import './home-slider.css';
