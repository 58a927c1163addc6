import { Alert, Button, Card, Container, Group, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { customOrderRequestSchema } from '../../../shared/api/custom-orders';
import { numberLimits, stringLimits } from '../../../shared/api/field-limits';
import { emailSchema } from '../../../shared/validation';
import { type CustomOrderRequest, draftConcepts, submitCustomOrder, uploadReferenceImage } from '../../api/customOrders';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../api/queries';
import { ConceptPicker } from '../../components/custom-order/ConceptPicker';
import { RequestForm, type RequestFormValues } from '../../components/custom-order/RequestForm';
import { WhatHappensNext } from '../../components/custom-order/WhatHappensNext';
import { PageHeader } from '../../components/PageHeader';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
const request = customOrderRequestSchema.shape;
const QUANTITY = numberLimits(request.quantity);

/** /custom-order: a guided request — describe the sticker, let AI draft concepts, send it to the shop. */
export function CustomOrderPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const session = useSession();
  const signedIn = session !== null;
  const [step, setStep] = useState(0);
  const [reference, setReference] = useState<{ file: File | null; previewUrl: string | null; error: string | null }>({ file: null, previewUrl: null, error: null });
  const [concepts, setConcepts] = useState<{ urls: string[]; isDemo: boolean }>({ urls: [], isDemo: false });
  const [chosen, setChosen] = useState<string[]>([]);
  const [drafting, setDrafting] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState<CustomOrderRequest | null>(null);

  const form = useForm<RequestFormValues>({
    initialValues: { name: session?.name ?? '', contactEmail: session?.email ?? '', description: '', size: '3 × 3 in', customSize: '', quantity: 50 },
    validate: {
      name: (v) => (v.trim() ? null : t('customOrder.errors.name')),
      contactEmail: (v) => (emailSchema.safeParse(v).success ? null : t('messages.invalidEmail')),
      description: (v) => (v.trim().length >= stringLimits(request.description).min ? null : t('customOrder.errors.description')),
      customSize: (v, values) => (values.size === 'custom' && !v.trim() ? t('customOrder.errors.customSize') : null),
      quantity: (v) =>
        request.quantity.safeParse(v).success ? null : t('customOrder.errors.quantity', { min: formatNumber(QUANTITY.min ?? 1, lng), max: formatNumber(QUANTITY.max ?? 0, lng) }),
    },
  });

  useEffect(() => () => void (reference.previewUrl && URL.revokeObjectURL(reference.previewUrl)), [reference.previewUrl]);

  const chooseReference = (file: File | null) => {
    if (file && file.size > MAX_REFERENCE_BYTES) {
      setReference({ file: null, previewUrl: null, error: t('customOrder.errors.referenceTooLarge') });
      return;
    }
    setReference({ file, previewUrl: file ? URL.createObjectURL(file) : null, error: null });
  };

  const sizeText = () => (form.values.size === 'custom' ? form.values.customSize.trim() : form.values.size);

  const next = () => {
    if (!form.validate().hasErrors) setStep(1);
  };

  const draft = async () => {
    setDrafting(true);
    setDraftError(null);
    try {
      const answer = await draftConcepts({ description: form.values.description.trim(), size: sizeText() });
      setConcepts(answer);
      setChosen(answer.urls);
    } catch (error) {
      setDraftError(errorMessage(error, t));
    } finally {
      setDrafting(false);
    }
  };

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const referenceImageUrl = signedIn && reference.file ? (await uploadReferenceImage(reference.file)).url : null;
      const request = await submitCustomOrder({
        name: form.values.name.trim(),
        contactEmail: form.values.contactEmail.trim(),
        description: form.values.description.trim(),
        size: sizeText(),
        quantity: form.values.quantity,
        referenceImageUrl,
        conceptImageUrls: chosen,
      });
      setDone(request);
      setStep(2);
    } catch (error) {
      // The form keeps everything the customer typed: only the failed step is retried.
      setSubmitError(errorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = () => {
    form.setFieldValue('description', '');
    setConcepts({ urls: [], isDemo: false });
    setChosen([]);
    setReference({ file: null, previewUrl: null, error: null });
    setDone(null);
    setStep(0);
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('customOrder.title')} description={t('customOrder.intro')} />
      <Stepper active={step} size="sm" mb="xl" allowNextStepsSelect={false} onStepClick={(s) => s < step && step < 2 && setStep(s)}>
        <Stepper.Step label={t('customOrder.steps.describe')} />
        <Stepper.Step label={t('customOrder.steps.concepts')} />
        <Stepper.Step label={t('customOrder.steps.sent')} />
      </Stepper>
      {step === 2 && done ? (
        <WhatHappensNext request={done} onAnother={startOver} />
      ) : (
        <Card withBorder padding="lg">
          {step === 0 && <RequestForm form={form} signedIn={signedIn} reference={reference} onReference={chooseReference} />}
          {step === 1 && (
            <ConceptPicker
              signedIn={signedIn}
              concepts={concepts.urls}
              chosen={chosen}
              isDemo={concepts.isDemo}
              loading={drafting}
              error={draftError}
              onDraft={() => void draft()}
              onToggle={(url) => setChosen((list) => (list.includes(url) ? list.filter((u) => u !== url) : [...list, url]))}
            />
          )}
          {submitError && (
            <Alert color="red" mt="md" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="space-between" mt="lg">
            {step === 1 ? (
              <Button variant="default" onClick={() => setStep(0)}>
                {t('customOrder.back')}
              </Button>
            ) : (
              <span />
            )}
            {step === 0 ? (
              <Button onClick={next}>{t('customOrder.next')}</Button>
            ) : (
              <Button onClick={() => void submit()} loading={submitting} disabled={drafting}>
                {t('customOrder.send')}
              </Button>
            )}
          </Group>
        </Card>
      )}
    </Container>
  );
}
