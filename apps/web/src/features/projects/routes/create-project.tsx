import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { CenteredCard } from '@/shared/ui/centered-card';
import { CreateProjectForm } from '../components/create-project-form';

export default function CreateProject() {
  const { t } = useTranslation('projects');
  usePageTitle(t('create.title'));
  return (
    <CenteredCard title={t('create.title')} description={t('create.description')}>
      <CreateProjectForm />
    </CenteredCard>
  );
}
