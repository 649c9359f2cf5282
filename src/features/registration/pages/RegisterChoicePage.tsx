import CardActionArea from '@mui/material/CardActionArea';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Columns } from '@/lib/ui';
import { REGISTRATION_TABS, registrationPaths } from '../paths';
import { RegistrationFrame } from '../components/RegistrationFrame';

/** `/register`: buyer or seller, each leading to its own form. */
export default function RegisterChoicePage() {
  const { t } = useTranslation('registration');
  return (
    <RegistrationFrame title={t('choice.title')} subtitle={t('choice.subtitle')}>
      <Columns component="ul" columns={{ xs: '1fr', sm: '1fr 1fr' }}>
        {REGISTRATION_TABS.map((side) => (
          <li key={side}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={registrationPaths.registration({ tab: side })}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {t(`choice.${side}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`choice.${side}.text`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Columns>
    </RegistrationFrame>
  );
}
